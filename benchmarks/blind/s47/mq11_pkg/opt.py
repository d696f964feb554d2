import torch


def make_optimizers(actor, critic, cfg):
    return {"actor": torch.optim.Adam(actor.parameters(), lr=cfg["actor_lr"]),
            "critic": torch.optim.Adam(critic.parameters(), lr=cfg["critic_lr"])}


def fit_step(optimizer, loss):
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()


@torch.no_grad()
def polyak_(target, source, tau):
    for t, s in zip(target.parameters(), source.parameters()):
        t.mul_(1 - tau).add_(s, alpha=tau)
