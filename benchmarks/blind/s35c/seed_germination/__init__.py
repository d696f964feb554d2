"""Active selection of seed lots for germination testing (loss prediction module)."""
