import itertools

import torch


def build_optimizers(extractor, classifier, critic, lr=1e-3):
    return {
        "task": torch.optim.Adam(itertools.chain(extractor.parameters(), classifier.parameters()), lr=lr),
        "critic": torch.optim.Adam(critic.parameters(), lr=2 * lr, betas=(0.5, 0.9)),
    }
