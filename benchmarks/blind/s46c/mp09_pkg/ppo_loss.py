import torch


def clipped_ppo_loss(policy, mb, clip=0.2, vf_coef=0.5, ent_coef=0.005):
    logp, values, entropy = policy.evaluate(mb["states"], mb["actions"])
    ratio = (logp - mb["logp"]).exp()
    adv = (mb["adv"] - mb["adv"].mean()) / (mb["adv"].std() + 1e-8)
    pg_loss = -torch.min(ratio * adv, ratio.clamp(1 - clip, 1 + clip) * adv).mean()
    v_clipped = mb["old_values"] + (values - mb["old_values"]).clamp(-clip, clip)
    v_loss = torch.max((values - mb["returns"]) ** 2, (v_clipped - mb["returns"]) ** 2).mean()
    approx_kl = (mb["logp"] - logp).mean().detach()
    return pg_loss + vf_coef * v_loss - ent_coef * entropy.mean(), approx_kl
