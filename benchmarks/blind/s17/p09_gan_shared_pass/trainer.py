import torch

from .losses import fool, real_vs_made


class AdversarialTrainer:
    def __init__(self, pair, cfg):
        self.pair = pair
        optim_cls = getattr(torch.optim, cfg["optim"])
        self.opt_scorer = optim_cls(pair.scorer.parameters(), **cfg["optim_kwargs"])
        self.opt_decoder = optim_cls(pair.decoder.parameters(), **cfg["optim_kwargs"])

    def step(self, real):
        outs = self.pair.forward_pass(real)

        critic_term = real_vs_made(outs["score_real"], outs["score_made_frozen"])
        self.opt_scorer.zero_grad()
        critic_term.backward()
        self.opt_scorer.step()

        decoder_term = fool(outs["score_made"])
        self.opt_decoder.zero_grad()
        decoder_term.backward()
        self.opt_decoder.step()
        return critic_term.item(), decoder_term.item()
