#!/usr/bin/env bash
# Makes the real-audio excerpts in this folder from Debian's packages (see README.md for each
# file's origin and licence). Run it to check or remake them; the bench and tests only read the
# committed .ogg files. Needs apt-get (the packages are downloaded, never installed) and sox.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download btanks-data scratch lmms-common circuslinux-data etw-data pocketsphinx-testdata >/dev/null 2>&1
mkdir -p x
for deb in *.deb; do dpkg -x "$deb" "x/${deb%%_*}"; done

B=x/btanks-data/usr/share/games/btanks/data/sounds
S=x/scratch/usr/share/scratch/Media/Sounds
L=x/lmms-common/usr/share/lmms/samples
C=x/circuslinux-data/usr/share/games/circuslinux/data/sounds
E=x/etw-data/usr/share/games/etw/crowd
P=x/pocketsphinx-testdata/usr/share/pocketsphinx/test/data

# Mono, 16 kHz, Ogg Vorbis quality 3: what the laugh meter's import path decodes to anyway.
cut() { sox -G "$1" -c 1 -r 16000 -C 3 "$here/$2.ogg"; }
raw() { sox -G -t raw -r 16000 -e signed -b 16 -c 1 "$1" -C 3 "$here/$2.ogg"; }

cut $B/laugh01.ogg laugh-crowd-1
cut $B/laugh02.ogg laugh-crowd-2
cut $S/Human/Laugh-female.wav laugh-female
cut $S/Human/Laugh-male1.wav laugh-male-1
cut $S/Human/Laugh-male2.wav laugh-male-2
# Laugh-male3 is an MP3, which this sox may not read: ffmpeg decodes it first.
ffmpeg -loglevel error -y -i $S/Human/Laugh-male3.mp3 -ac 1 -ar 16000 male3.wav && cut male3.wav laugh-male-3
cut $C/applause.wav applause-circus
cut $L/misc/applause01.ogg applause-studio
cut $C/cheering.wav cheering-circus
cut $L/misc/raving_crowd01.ogg crowd-raving
for n in 01 05 09 14; do cut $E/crowd$n.wav stadium-$n; done
for f in $P/librivox/*.wav; do b=$(basename "$f" .wav); cut "$f" "speech-librivox-${b##*-}"; done
for f in $P/cards/*.wav; do cut "$f" "speech-cards-$(basename "$f" .wav)"; done
for n in goforward numbers something; do raw $P/$n.raw speech-$n; done
for n in Garden Techno2 GuitarChords2; do
  ffmpeg -loglevel error -y -i "$S/Music Loops/$n.mp3" -ac 1 -ar 16000 "$n.wav" && cut "$n.wav" "music-$(tr 'A-Z' 'a-z' <<<"$n")"
done
cut $L/latin/latin_guitar03.ogg music-latin-guitar
ffmpeg -loglevel error -y -i $S/Human/PartyNoise.wav -ac 1 -ar 16000 party.wav && cut party.wav chatter-party
echo "excerpts written to $here"
