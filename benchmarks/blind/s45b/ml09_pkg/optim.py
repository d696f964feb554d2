import itertools

import torch


def build_optimizers(model, critic, cfg):
    main = torch.optim.Adam([
        {"params": model.encoder.parameters(), "lr": cfg["lr_encoder"]},
        {"params": itertools.chain(*(h.parameters() for h in model.heads.values())), "lr": cfg["lr_heads"]},
    ])
    adv = torch.optim.Adam(critic.parameters(), lr=cfg["lr_critic"], betas=(0.5, 0.9))
    return {"main": main, "critic": adv}
