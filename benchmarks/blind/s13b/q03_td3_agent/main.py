import torch

from agent import ReplayBuffer, TD3Agent

CFG = {
    "actor_lr": 1e-3, "critic_lr": 1e-3, "gamma": 0.98, "tau": 0.01, "batch_size": 64,
    "policy_noise": 0.2, "noise_clip": 0.5, "policy_delay": 2, "steps": 400, "warmup": 100,
}


class PointReach:
    """A 2-D point that must move towards a fixed goal; reward is negative distance."""

    def __init__(self, horizon=50):
        self.goal = torch.tensor([0.5, -0.5])
        self.horizon = horizon

    def reset(self):
        self.t = 0
        self.pos = torch.randn(2)
        return torch.cat([self.pos, self.goal])

    def step(self, action):
        self.t += 1
        self.pos = self.pos + 0.1 * action
        dist = torch.linalg.norm(self.pos - self.goal)
        return torch.cat([self.pos, self.goal]), -dist.item(), self.t >= self.horizon


def main():
    torch.manual_seed(0)
    env = PointReach()
    agent = TD3Agent(obs_dim=4, act_dim=2, cfg=CFG)
    buffer = ReplayBuffer(4, 2)
    obs, episode_return, returns = env.reset(), 0.0, []
    for step in range(CFG["steps"]):
        action = torch.rand(2) * 2 - 1 if step < CFG["warmup"] else agent.act(obs)
        next_obs, reward, done = env.step(action)
        buffer.add(obs, action, reward, next_obs, done)
        obs, episode_return = next_obs, episode_return + reward
        if done:
            returns.append(episode_return)
            obs, episode_return = env.reset(), 0.0
        if step >= CFG["warmup"]:
            info = agent.update(buffer)
            if step % 100 == 0:
                print(step, {k: round(v, 4) for k, v in info.items()})
    print("episode returns:", [round(r, 2) for r in returns])


if __name__ == "__main__":
    main()
