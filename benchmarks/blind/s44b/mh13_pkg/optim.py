"""One optimizer for extractor + classifier, one for the furnace critic."""
import torch


def build(extractor, classifier, furnace_critic, lr_model=2e-3, lr_critic=2e-3):
    return {
        "model": torch.optim.Adam([*extractor.values(), *classifier.values()], lr=lr_model),
        "critic": torch.optim.Adam(furnace_critic.values(), lr=lr_critic, betas=(0.5, 0.999)),
    }
