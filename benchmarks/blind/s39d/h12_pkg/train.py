import torch

from .agent import MBPOAgent
from .buffers import TensorBuffer, pack
from .cartpole import CartPole

CFG = {"ensemble": 3, "lr_model": 1e-3, "lr_pi": 3e-4, "lr_q": 1e-3, "gamma": 0.97, "tau": 0.02,
       "batch": 64, "rollout_batch": 32, "model_buffer": 20000, "episodes": 20, "max_steps": 150,
       "random_episodes": 5}


def balance_time(env, agent, runs=3):
    total = 0
    for _ in range(runs):
        s = env.reset()
        for t in range(200):
            s, _, fell = env.step(agent.act(s))
            if fell:
                break
        total += t + 1
    return total / runs


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = CartPole()
    agent = MBPOAgent(env.obs_dim, env.act_dim, CFG)
    real = TensorBuffer(20000, 2 * env.obs_dim + env.act_dim + 2)
    print(f"balance steps before: {balance_time(env, agent):.1f}")
    for ep in range(1, CFG["episodes"] + 1):
        s, log = env.reset(), {}
        for _ in range(CFG["max_steps"]):
            a = torch.empty(1).uniform_(-1, 1) if ep <= CFG["random_episodes"] else agent.act(s, noise=0.2)
            s2, r, fell = env.step(a)
            real.extend(pack(s, a, torch.tensor([r]), s2, torch.tensor([float(fell)])).unsqueeze(0))
            if len(real) >= CFG["batch"]:
                log = agent.update(real)
            s = s2
            if fell:
                break
        if ep % 5 == 0:
            print(f"episode {ep}: model {log['model']:.4f} q {log['q']:.4f} pi {log['pi']:.3f} "
                  f"balance steps {balance_time(env, agent):.1f}")


if __name__ == "__main__":
    main()
