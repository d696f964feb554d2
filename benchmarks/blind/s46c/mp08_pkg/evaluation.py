def evaluate_policy(agent, env, episodes=3):
    agent.actor.eval()
    returns, peak_co2 = [], 0.0
    for _ in range(episodes):
        obs, done, ret = env.reset(), False, 0.0
        while not done:
            action = agent.act(obs)
            obs, reward, done = env.step(action)
            ret += reward
            peak_co2 = max(peak_co2, env.co2)
        returns.append(ret)
    agent.actor.train()
    return sum(returns) / len(returns), peak_co2
