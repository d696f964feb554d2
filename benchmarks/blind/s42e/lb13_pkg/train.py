import time

import torch

from .agent import MowerAgent
from .lawn import best_action, reward, sample_patches
from .replay import Replay


def policy_regret(agent, gen, n=512):
    s = sample_patches(n, gen)
    got = reward(s, agent.act(s, gen, explore=False))
    return (best_action(s) - got).mean().item()


def main(rounds=300, patches_per_round=32, batch=128, warmup_rounds=10):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    agent = MowerAgent()
    replay = Replay(8192)
    print(f"regret before training: {policy_regret(agent, gen):.3f}")
    t0 = time.perf_counter()
    for rnd in range(rounds):
        s = sample_patches(patches_per_round, gen)
        a = agent.act(s, gen)
        replay.push(s, a, reward(s, a) + 0.05 * torch.randn(patches_per_round, generator=gen))
        if rnd < warmup_rounds:
            continue
        c_loss, a_loss = agent.update(replay.sample(batch, gen))
        if rnd % 50 == 0:
            print(f"round {rnd:3d} critic mse {c_loss:.4f} actor {a_loss:+.3f} "
                  f"regret {policy_regret(agent, gen):.3f}")
    print(f"{rounds} rounds in {time.perf_counter() - t0:.2f}s; "
          f"final regret {policy_regret(agent, gen):.3f}")


if __name__ == "__main__":
    main()
