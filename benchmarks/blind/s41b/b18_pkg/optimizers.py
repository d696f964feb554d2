import torch


def two_timescale(encoder, decoder, cfg):
    """The decoder is re-fitted quickly to the current code; the encoder moves slowly."""
    return {
        "decoder": torch.optim.Adam(decoder.parameters(), lr=cfg["lr_fast"]),
        "encoder": torch.optim.Adam(encoder.parameters(), lr=cfg["lr_slow"], weight_decay=1e-5),
    }
