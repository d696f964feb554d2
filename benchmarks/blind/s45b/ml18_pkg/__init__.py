"""Guitar-top tap tones: predict the braced top's main resonance per luthier (ANIL)."""
