import type { Config } from "tailwindcss";

/** Comedy-club theme: a dark stage, warm spotlight amber, a neon-red sign and a velvet curtain. */
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        stage: {
          950: "#0b0809",
          900: "#141012",
          800: "#1d171a",
          700: "#2a2226",
          600: "#3b3136",
          500: "#5a4c52",
        },
        cream: {
          50: "#fffaf2",
          100: "#f6ecdd",
          300: "#d9cbb8",
          400: "#b9a993",
        },
        spotlight: {
          200: "#ffe6b0",
          300: "#ffd57a",
          400: "#fcc14d",
          500: "#f5a524",
          600: "#d4860a",
        },
        neon: {
          300: "#ff8aa0",
          400: "#ff5a78",
          500: "#ff2d55",
          600: "#d9123c",
          700: "#ad0c2f",
        },
        curtain: {
          600: "#8f1426",
          700: "#6e0f1d",
          800: "#4d0a15",
        },
        brick: {
          500: "#8a3b2c",
          700: "#5a241b",
        },
      },
      fontFamily: {
        // Each web font is followed by Arial reshaped to its metrics (index.css), so text keeps
        // its size and place while the font is still on its way.
        display: ['"Bebas Neue"', '"Bebas Neue Fallback"', "Impact", '"Arial Narrow"', "sans-serif"],
        sans: ['"Inter Variable"', '"Inter Fallback"', "system-ui", "-apple-system", '"Segoe UI"', "sans-serif"],
      },
      keyframes: {
        "fade-in": { from: { opacity: "0" }, to: { opacity: "1" } },
        "fade-out": { from: { opacity: "1" }, to: { opacity: "0" } },
        // A rise without a fade: text that starts transparent is not counted as painted until
        // it shows, which held a page's largest paint back by the length of the animation.
        "rise-in": {
          from: { transform: "translateY(12px)" },
          to: { transform: "translateY(0)" },
        },
        "slide-in-right": { from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } },
        "slide-out-right": { from: { transform: "translateX(0)" }, to: { transform: "translateX(100%)" } },
        "toast-in": {
          from: { opacity: "0", transform: "translateY(16px) scale(0.96)" },
          to: { opacity: "1", transform: "translateY(0) scale(1)" },
        },
        "neon-flicker": {
          "0%, 19%, 21%, 23%, 55%, 57%, 100%": { opacity: "1" },
          "20%, 22%, 56%": { opacity: "0.55" },
        },
        "spotlight-sway": {
          "0%, 100%": { transform: "rotate(-6deg)" },
          "50%": { transform: "rotate(6deg)" },
        },
      },
      animation: {
        "fade-in": "fade-in 200ms ease-out",
        "fade-out": "fade-out 150ms ease-in",
        "rise-in": "rise-in 400ms ease-out both",
        "slide-in-right": "slide-in-right 250ms ease-out",
        "slide-out-right": "slide-out-right 200ms ease-in",
        "toast-in": "toast-in 250ms ease-out",
        "neon-flicker": "neon-flicker 4s linear infinite",
        "spotlight-sway": "spotlight-sway 9s ease-in-out infinite",
      },
    },
  },
} satisfies Config;
