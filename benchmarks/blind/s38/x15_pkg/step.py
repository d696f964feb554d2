import torch.nn.functional as F


def forward_pair(x, clf, aug):
    x_aug = aug(x)
    logits_adv = clf(x_aug)
    logits_aug = clf(x_aug.detach())
    logits_clean = clf(x)
    return x_aug, logits_adv, logits_aug, logits_clean


def classifier_update(y, logits_aug, logits_clean, opt_clf):
    loss = F.cross_entropy(logits_aug, y) + F.cross_entropy(logits_clean, y)
    opt_clf.zero_grad()
    loss.backward()
    opt_clf.step()
    return loss.item()


def augmenter_update(x, y, x_aug, logits_adv, opt_aug, fidelity):
    loss = -F.cross_entropy(logits_adv, y) + fidelity * F.mse_loss(x_aug, x)
    opt_aug.zero_grad()
    loss.backward()
    opt_aug.step()
    return loss.item()


def train_step(batch, clf, aug, opt_clf, opt_aug, fidelity=1.0):
    x, y = batch
    x_aug, logits_adv, logits_aug, logits_clean = forward_pair(x, clf, aug)
    c_loss = classifier_update(y, logits_aug, logits_clean, opt_clf)
    a_loss = augmenter_update(x, y, x_aug, logits_adv, opt_aug, fidelity)
    return c_loss, a_loss
