import torch


def make_optimizers(actor, critic, actor_lr=7e-4, critic_lr=1e-3):
    return {
        "actor": torch.optim.RMSprop(actor.parameters(), lr=actor_lr, alpha=0.99, eps=1e-5),
        "critic": torch.optim.RMSprop(critic.parameters(), lr=critic_lr, alpha=0.99, eps=1e-5),
    }
