import torch.nn.functional as F


def tokenizer_stage(tokenizer, opt, data_iter, n_steps):
    step = 0
    while step < n_steps:
        x = next(data_iter)
        opt.zero_grad()
        recon, vq_loss, _ = tokenizer(x)
        loss = F.mse_loss(recon, x) + vq_loss
        loss.backward()
        opt.step()
        step += 1
    return loss.item()


def prior_stage(prior, opt, data_iter, n_steps):
    step = 0
    while step < n_steps:
        codes = prior.tokenizer.encode(next(data_iter))
        opt.zero_grad()
        logits = prior(codes)
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), codes.reshape(-1))
        loss.backward()
        opt.step()
        step += 1
    return loss.item()
