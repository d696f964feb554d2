"""ConvGRU next-frame prediction for a dripping kitchen faucet (truncated BPTT over clips)."""
