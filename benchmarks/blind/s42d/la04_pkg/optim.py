import itertools

import torch


def build_optimizers(models, lr_task=2e-3, lr_critic=1e-3):
    task_params = itertools.chain(models.encoder.parameters(), models.regressor.parameters())
    return {
        "task": torch.optim.Adam(task_params, lr=lr_task),
        "critic": torch.optim.Adam(models.critic.parameters(), lr=lr_critic, betas=(0.5, 0.9)),
    }
