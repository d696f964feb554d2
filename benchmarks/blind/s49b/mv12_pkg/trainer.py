import torch
import torch.nn.functional as F

from .feeding import chunks


def train_pass(model, opt, log, batch_size, n_flours, link_weight, generator):
    model.train()
    model.memory.reset()
    history = []
    for batch in chunks(log, batch_size):
        model.memory.apply_pending()
        pred = model.predict_rise(batch["jar"], batch["flour"], batch["temp"])
        rise_loss = F.mse_loss(pred, batch["rise"])
        wrong = torch.randint(0, n_flours, batch["flour"].shape, generator=generator)
        pos, neg = model.link_logits(batch["jar"], batch["flour"], wrong)
        link_loss = -F.logsigmoid(pos - neg).mean()
        rise_loss.backward(retain_graph=True)
        (link_weight * link_loss).backward()
        opt.step()
        opt.zero_grad()
        model.memory.stash(*model.raw_messages(batch))
        model.memory.detach_state()
        history.append(rise_loss.item())
    return sum(history) / len(history)
