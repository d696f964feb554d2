import torch

from .ddpg import DDPGAgent
from .env import YoYoSleeperEnv
from .evaluation import PolicyEvaluator


class Trainer:
    def __init__(self, env, agent, evaluator, cfg):
        self.env, self.agent, self.evaluator, self.cfg = env, agent, evaluator, cfg
        cap = cfg["epochs"] * cfg["steps_per_epoch"]
        self.mem = {"obs": torch.zeros(cap, 3), "act": torch.zeros(cap, 1), "rew": torch.zeros(cap, 1),
                    "obs2": torch.zeros(cap, 3), "done": torch.zeros(cap, 1)}
        self.n = 0

    def fit(self):
        for epoch in range(self.cfg["epochs"]):
            logs = self._run_epoch()
            self._maybe_evaluate(epoch, logs)

    def _maybe_evaluate(self, epoch, logs):
        if (epoch + 1) % self.cfg["eval_every"] == 0:
            ret, q0 = self.evaluator.evaluate(self.agent)
            print(f"epoch {epoch} q_loss={logs.get('q_loss', 0):.4f} eval return {ret:.2f} critic Q(s0) {q0:.2f}")

    def _run_epoch(self):
        obs, logs = self.env.reset(), {}
        for _ in range(self.cfg["steps_per_epoch"]):
            act = self.agent.explore(obs, self.cfg["sigma"])
            obs2, r, done = self.env.step(act)
            for k, v in zip(self.mem, (obs, act, [r], obs2, [float(done)])):
                self.mem[k][self.n] = torch.as_tensor(v)
            self.n += 1
            obs = self.env.reset() if done else obs2
            if self.n >= self.cfg["batch"]:
                logs = self._train_step()
        return logs

    def _train_step(self):
        idx = torch.randint(0, self.n, (self.cfg["batch"],))
        return self.agent.update({k: v[idx] for k, v in self.mem.items()})


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        env = YoYoSleeperEnv(seed=self.cfg["seed"])
        agent = DDPGAgent(self.cfg, env.obs_dim, env.act_dim)
        evaluator = PolicyEvaluator(YoYoSleeperEnv(seed=self.cfg["seed"] + 1), self.cfg["eval_episodes"])
        Trainer(env, agent, evaluator, self.cfg).fit()
        return agent
