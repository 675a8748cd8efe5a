import { VideoLibraryCard } from "./video-library-card";
import { VideoUploadCard } from "./video-upload-card";

export function VideoManagementTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr] lg:items-start">
      <VideoUploadCard />
      <VideoLibraryCard />
    </div>
  );
}
