import torch.nn.functional as F

from .penalty import gradient_penalty, wasserstein


def critic_rounds(critic, opt_critic, h_s, h_t, cfg):
    for _ in range(cfg["critic_iters"]):
        w_dist = wasserstein(critic, h_s, h_t)
        gp = gradient_penalty(critic, h_s, h_t)
        loss = -w_dist + cfg["gp_weight"] * gp
        opt_critic.zero_grad()
        loss.backward()
        opt_critic.step()
    return w_dist.item()


def adapt_step(nets, opts, batch, cfg):
    enc, reg, critic = nets["encoder"], nets["regressor"], nets["critic"]
    xs, ys, xt = batch
    h_s, h_t = enc(xs), enc(xt)
    w_est = critic_rounds(critic, opts["critic"], h_s, h_t, cfg)

    task = F.mse_loss(reg(h_s), ys)
    align = wasserstein(critic, h_s, h_t)
    loss = task + cfg["align_weight"] * align
    opts["main"].zero_grad()
    loss.backward()
    opts["main"].step()
    return task.item(), w_est
