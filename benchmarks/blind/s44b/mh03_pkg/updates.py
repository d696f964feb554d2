"""GAN updates as closures: the judge (discriminator) first, then the puppeteer (generator)."""
import torch
import torch.nn.functional as F

from .nets import judge, puppeteer

bce = F.binary_cross_entropy_with_logits
LOSSES = {
    "judge": lambda real_logit, fake_logit: bce(real_logit, torch.full_like(real_logit, 0.9))
    + bce(fake_logit, torch.zeros_like(fake_logit)),
    "puppeteer": lambda fake_logit: bce(fake_logit, torch.ones_like(fake_logit)),
}


def make_train_step(players, opts, losses=LOSSES):
    G, D = players["puppeteer"], players["judge"]

    def judge_update(real, fake):
        opts["judge"].zero_grad()
        value = losses["judge"](judge(D, real), judge(D, fake))
        value.backward(retain_graph=True)
        opts["judge"].step()
        return value.item()

    def puppeteer_update(fake):
        value = losses["puppeteer"](judge(D, fake))
        value.backward()
        opts["puppeteer"].step()
        opts["puppeteer"].zero_grad()
        return value.item()

    def train_step(real, z):
        fake = puppeteer(G, z)
        return {"judge": judge_update(real, fake), "puppeteer": puppeteer_update(fake)}

    return train_step
