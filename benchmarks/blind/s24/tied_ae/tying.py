from torch import nn


def share_transposed(encoder: nn.Linear, decoder: nn.Linear):
    """Make the decoder use the transpose of the encoder's weight matrix."""
    if decoder.weight.shape != encoder.weight.t().shape:
        raise ValueError("encoder and decoder shapes do not match")
    decoder.weight = encoder.weight.t()
    return decoder
