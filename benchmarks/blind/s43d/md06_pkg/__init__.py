"""Sea-turtle nest hatching success with a bootstrapped deep ensemble (which nests to relocate)."""
