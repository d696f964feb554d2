"""Jane Street market prediction style: action = 1 if resp > 0, utility-based CV, blended ensemble."""
