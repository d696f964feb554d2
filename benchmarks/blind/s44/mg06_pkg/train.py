"""python -m mg06_pkg.train"""
import torch

from . import hooks, qnets  # noqa: F401  registration side effects
from .registry import MODELS, build_from_cfg
from .runner import DQNRunner
from .spa_env import DOSES, TARGET_PPM, HotTubFleet

cfg = {
    "model": {"type": "dueling_mlp", "hidden": 64},
    "loss": {"type": "double_dqn_huber", "gamma": 0.9},
    "optimizer": {"type": "Adam", "lr": 1e-3},
    "hooks": [
        {"type": "EpsilonHook", "start": 1.0, "end": 0.05, "decay_iters": 1000},
        {"type": "OptimizerHook", "max_norm": 10.0},
        {"type": "TargetSyncHook", "interval": 100},
        {"type": "EpisodeLogger", "every": 10},
    ],
    "episodes": 40,
}


def rollout(env, policy, episodes=3):
    err, dosed = 0.0, 0.0
    for _ in range(episodes):
        obs = env.reset()
        for _ in range(env.horizon):
            action = policy(obs)
            obs, _, _ = env.step(action)
            err += (env.cl - TARGET_PPM).abs().mean().item()
            dosed += DOSES[action].mean().item()
    steps = episodes * env.horizon
    return err / steps, dosed / steps


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = HotTubFleet(n_tubs=16, seed=1)
    q_net = build_from_cfg(cfg["model"], MODELS, obs_dim=env.obs_dim, n_actions=env.n_actions)
    runner = DQNRunner(q_net, env, cfg["loss"], cfg["optimizer"], cfg["hooks"])
    runner.run(cfg["episodes"])

    test_env = HotTubFleet(n_tubs=32, seed=99)
    err, dose = rollout(test_env, lambda o: runner.act(o, 0.0))
    print(f"greedy policy : |Cl - {TARGET_PPM}| = {err:.2f} ppm, dose {dose:.2f} ppm/step")
    err, dose = rollout(test_env, lambda o: torch.full((len(o),), 1, dtype=torch.long))
    print(f"fixed 0.5 ppm : |Cl - {TARGET_PPM}| = {err:.2f} ppm, dose {dose:.2f} ppm/step")


if __name__ == "__main__":
    main()
