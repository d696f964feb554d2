import torch


def build_optimizers(encoder, decoder, cfg):
    enc_opt = torch.optim.Adam(encoder.parameters(), lr=cfg["enc_lr"])
    dec_opt = torch.optim.Adam(decoder.parameters(), lr=cfg["dec_lr"])
    return enc_opt, dec_opt
