"""The critic's own update: tell furnace A features from furnace B features."""
import torch.nn.functional as F

from .nets import critic


def make_critic_update(D, opt):
    def update(feats, domain):
        opt.zero_grad()
        value = F.binary_cross_entropy_with_logits(critic(D, feats), domain)
        value.backward()
        opt.step()
        return value.item()
    return update
