import torch
import torch.nn.functional as F

from agent import DQNAgent
from env import ChainWalk
from replay import Replay


def main(episodes=40, batch_size=32, warmup=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = ChainWalk()
    agent = DQNAgent(env.n, 2)
    optimizer = torch.optim.Adam(agent.online.parameters(), lr=1e-3)
    memory = Replay()
    returns = []
    for ep in range(episodes):
        obs, done, ep_ret = env.reset(), False, 0.0
        epsilon = max(0.05, 1.0 - ep / 40)
        while not done:
            action = agent.act(obs, epsilon)
            nxt, reward, done = env.step(action)
            memory.push(obs, action, reward, nxt, done)
            obs, ep_ret = nxt, ep_ret + reward
            if len(memory) >= warmup:
                o, a, r, n, d = memory.sample(batch_size)
                target = agent.bootstrap(r, n, d)
                loss = F.smooth_l1_loss(agent.q_values(o, a), target)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                agent.soft_update()
        returns.append(ep_ret)
        if ep % 20 == 19:
            print(f"episodes {ep + 1}: mean return {sum(returns[-20:]) / 20:.3f}")


if __name__ == "__main__":
    main()
