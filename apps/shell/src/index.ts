// The shell's entry: no async boundary, it shares nothing at start-up (the federation runtime and the
// platform it provides the remotes come later: remotes/federation.ts).
import './bootstrap';
