import torch
import torch.nn.functional as F


def critic_step(extractor, critic, optimizers, sim, measured):
    with torch.no_grad():
        feats = extractor(torch.cat([sim, measured]))
    domain = torch.cat([torch.zeros(len(sim)), torch.ones(len(measured))])
    loss = F.binary_cross_entropy_with_logits(critic(feats).squeeze(1), domain)
    optimizers["critic"].zero_grad()
    loss.backward()
    optimizers["critic"].step()
    return loss.item()


def task_step(extractor, classifier, critic, optimizers, sim, labels, measured, adversarial_weight):
    ce = F.cross_entropy(classifier(extractor(sim)), labels)
    logit = critic(extractor(measured)).squeeze(1)
    confusion = F.binary_cross_entropy_with_logits(logit, torch.zeros_like(logit))
    optimizers["task"].zero_grad()
    (ce + adversarial_weight * confusion).backward()
    optimizers["critic"].zero_grad(set_to_none=True)
    optimizers["task"].step()
    return ce.item(), confusion.item()
