import numpy as np
import torch


@torch.inference_mode()
def evaluate_policy(policy, env, episodes=2):
    policy.eval()
    scores, shifts = [], []
    for _ in range(episodes):
        state, done, score = env.reset(), False, 0.0
        while not done:
            mean = policy.distribution(state.unsqueeze(0)).mean[0]
            shifts.append(mean.cpu().numpy())
            state, reward, done = env.step(mean)
            score += reward
        scores.append(score)
    policy.train()
    return float(np.mean(scores)), float(np.abs(np.concatenate(shifts)).mean())
