import torch
from torch import optim


def make_optimizers(encoder, decoder, cfg):
    """The conv encoder gets a smaller learning rate than the decoder."""
    encoder_optimizer = optim.Adam(encoder.parameters(), lr=cfg.encoder_lr)
    decoder_optimizer = optim.Adam(decoder.parameters(), lr=cfg.decoder_lr)
    return encoder_optimizer, decoder_optimizer


def apply_updates(encoder, decoder, encoder_optimizer, decoder_optimizer, clip):
    """Clip, then step and reset each network's optimizer in turn."""
    torch.nn.utils.clip_grad_norm_(encoder.parameters(), clip)
    torch.nn.utils.clip_grad_norm_(decoder.parameters(), clip)
    encoder_optimizer.step()
    encoder_optimizer.zero_grad()
    decoder_optimizer.step()
    decoder_optimizer.zero_grad()
