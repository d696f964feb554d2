class BirdWorker:
    def __init__(self, env, agent):
        self.env, self.agent = env, agent

    def run_episode(self):
        obs, done = self.env.reset(), False
        h = self.agent.net.initial_state()
        ep_return, td_sq = 0.0, 0.0
        while not done:
            action, logp, entropy, value, h = self.agent.step_policy(obs, h)
            next_obs, reward, done = self.env.step(action)
            next_value = self.agent.peek_value(next_obs, h)
            td = self.agent.learn(logp, entropy, value, reward, next_value, done)
            ep_return += reward
            td_sq += td * td
            obs = next_obs
        return ep_return, td_sq / self.env.horizon
