import copy

import torch


def uniform_soup(template, state_dicts):
    soup = copy.deepcopy(template)
    with torch.no_grad():
        for name, p in soup.named_parameters():
            p.copy_(torch.stack([sd[name] for sd in state_dicts]).mean(0))
    return soup
