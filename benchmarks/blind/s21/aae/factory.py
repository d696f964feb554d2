import itertools

import torch

from parts import Decoder, Encoder, LatentCritic


def build_all(spec):
    enc = Encoder(spec["data_dim"], spec["z_dim"])
    dec = Decoder(spec["z_dim"], spec["data_dim"])
    critic = LatentCritic(spec["z_dim"])
    opt_ae = torch.optim.Adam(itertools.chain(enc.parameters(), dec.parameters()), **spec["ae_opt"])
    opt_c = torch.optim.Adam(critic.parameters(), **spec["critic_opt"])
    return (enc, dec, critic), (opt_ae, opt_c)
