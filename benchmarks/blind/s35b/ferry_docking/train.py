import torch

from env import THRUST, Approach
from policy import HelmPolicy
from reinforce import finish_episode
from rollout import inspect, run_episode


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = Approach(n_ferries=64, seed=1)
    probe = Approach(n_ferries=256, seed=2)
    policy = HelmPolicy(n_obs=4, n_actions=len(THRUST))
    optimizer = torch.optim.Adam(policy.parameters(), lr=1e-2)
    d, v, soft = inspect(probe, policy)
    print(f"untrained: off berth {d:.1f} m, contact speed {v:.2f} m/step, soft {soft:.2f}")
    for episode in range(1, 151):
        run_episode(env, policy)
        ret = finish_episode(policy, optimizer)
        if episode % 50 == 0:
            d, v, soft = inspect(probe, policy)
            print(f"episode {episode} return {ret:.2f}: off berth {d:.1f} m, "
                  f"contact speed {v:.2f} m/step, soft {soft:.2f}")


if __name__ == "__main__":
    main()
