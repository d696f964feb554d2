import torch


def make_optimizers(gen, critic, cfg):
    return (torch.optim.RMSprop(gen.parameters(), lr=cfg["lr"]),
            torch.optim.RMSprop(critic.parameters(), lr=cfg["lr"]))


def apply_step(optimizer, loss):
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
