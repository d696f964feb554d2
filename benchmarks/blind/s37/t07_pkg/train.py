import torch

from .agent import PolicyNet, Reinforce
from .callbacks import LossHistory
from .env import Corridor


def run(iters=150, callbacks=None):
    torch.manual_seed(0)
    env = Corridor()
    agent = Reinforce(PolicyNet(env.length))
    callbacks = callbacks or [LossHistory()]
    for it in range(iters):
        loss, ret = agent.update(env)
        for cb in callbacks:
            cb.on_update(it, loss, ret)
    for cb in callbacks:
        cb.on_end()
    return agent


if __name__ == "__main__":
    run()
