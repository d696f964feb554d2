import torch

from .agent import TensionAgent
from .lock_env import PinTumblerBench, Replay
from .tuning import AgentConfig


def evaluate(agent, env):
    state = env.reset()
    reward = env.step(agent.act(state))
    return reward.mean().item()


def main(cfg=AgentConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(cfg.seed)
    env = PinTumblerBench(cfg.n_locks, cfg.n_pins, g)
    eval_env = PinTumblerBench(512, cfg.n_pins, torch.Generator().manual_seed(cfg.seed + 1))
    agent = TensionAgent(cfg, env.state_dim, env.action_dim)
    replay = Replay(cfg.buffer_size, env.state_dim, env.action_dim)

    while replay.size < cfg.warmup_transitions:
        state = env.reset()
        action = torch.rand(cfg.n_locks, env.action_dim, generator=g) * 2 - 1
        replay.add(state, action, env.step(action))
    print(f"random policy: {evaluate(agent, eval_env):.3f} pins set per attempt")

    best, best_blob = -float("inf"), None
    for it in range(1, cfg.iterations + 1):
        state = env.reset()
        action = agent.act(state, noise=cfg.exploration)
        replay.add(state, action, env.step(action))
        stats = agent.update(*replay.sample(cfg.batch_size, g))
        if it % cfg.eval_every == 0:
            score = evaluate(agent, eval_env)
            print(f"iter {it:4d} | critic mse {stats['critic']:.4f} | actor -Q {stats['actor']:.3f} "
                  f"| greedy {score:.3f} pins set")
            if score > best:
                best, best_blob = score, agent.accel.save(actor=agent.actor, critic=agent.critic)
    agent.accel.load(best_blob, actor=agent.actor, critic=agent.critic)
    print(f"best checkpoint restored: {evaluate(agent, eval_env):.3f} pins set per attempt")


if __name__ == "__main__":
    main()
