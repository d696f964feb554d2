"""Multi-label odour-descriptor prediction from molecular fingerprints."""
