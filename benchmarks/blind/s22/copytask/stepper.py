import torch.nn.functional as F


def train_step(encoder, decoder, optimizers, batch):
    enc_opt, dec_opt = optimizers
    src, tgt_in, tgt = batch
    dec_opt.zero_grad()
    state = encoder(src)
    logits = decoder(tgt_in, state)
    loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), tgt.reshape(-1))
    loss.backward()
    enc_opt.step()
    dec_opt.step()
    return loss.item()
