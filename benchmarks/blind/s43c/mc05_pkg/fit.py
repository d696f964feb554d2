import math

import torch
import torch.nn.functional as F

from .rollout import forecast, unroll


def teacher_prob(step, k=60.0):
    return k / (k + math.exp(step / k))


class ForecastFitter:
    def __init__(self, net, lr=2e-3, clip=1.0, seed=0):
        self.net = net
        self.opt = torch.optim.Adam(net.parameters(), lr=lr)
        self.clip = clip
        self.gen = torch.Generator().manual_seed(seed)
        self.global_step = 0

    def train_batch(self, past, exo, target):
        self.net.train()
        h = self.net.encoder(past)
        pred = unroll(self.net.decoder, h, past[:, -1, :1], exo,
                      teacher=target, teacher_prob=teacher_prob(self.global_step), gen=self.gen)
        mse = F.mse_loss(pred, target)
        self.opt.zero_grad()
        mse.backward()
        torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.clip)
        self.opt.step()
        self.global_step += 1
        return mse.item()

    def validate(self, past, exo, target, scale):
        pred = forecast(self.net, past, exo)
        return (scale * (pred - target).abs()).mean().item()
