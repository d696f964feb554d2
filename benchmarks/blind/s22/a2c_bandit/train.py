import torch

from .agent import Agent
from .config import A2CConfig
from .envs import ContextualBandit
from .learner import A2CLearner


def collect(env, agent, obs):
    actions = agent.act(obs)
    next_obs, rewards = env.step(actions)
    return {"obs": obs, "actions": actions, "rewards": rewards}, next_obs


def main(cfg=A2CConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = ContextualBandit(cfg.n_envs, cfg.obs_dim, cfg.n_actions)
    agent = Agent(cfg.obs_dim, cfg.n_actions, cfg.hidden)
    if cfg.eval_mode:
        agent.eval()
    learner = A2CLearner(agent, cfg)
    obs = env.reset()
    for update in range(cfg.updates):
        rollout, obs = collect(env, agent, obs)
        stats = learner.update(rollout)
        if update % 50 == 0 or update == cfg.updates - 1:
            print(f"update {update}: mean reward {rollout['rewards'].mean().item():.3f} "
                  f"value loss {stats['value']:.3f}")


if __name__ == "__main__":
    main()
