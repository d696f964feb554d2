import torch


def distill_step(x, y, student, teacher, critic, optimizers, criterions, terms, adv_weight=0.1):
    with torch.no_grad():
        t_logits, t_feat = teacher(x)
    s_logits, s_feat = student(x)
    critic_on_student = critic(s_feat)

    # critic update: teacher features are real, student features are fake
    d_loss = criterions["adv"](critic(t_feat), True) + criterions["adv"](critic(s_feat.detach()), False)
    optimizers["critic"].zero_grad()
    d_loss.backward()
    optimizers["critic"].step()

    # student update: classification, logit KD and fooling the critic
    losses = {"ce": criterions["ce"](s_logits, y)}
    if "kd" in terms:
        losses["kd"] = criterions["kd"](s_logits, t_logits)
    if "adv" in terms:
        losses["adv"] = adv_weight * criterions["adv"](critic_on_student, True)
    total = sum(losses.values())
    optimizers["student"].zero_grad()
    total.backward()
    optimizers["student"].step()
    stats = {k: v.item() for k, v in losses.items()}
    stats["critic"] = d_loss.item()
    return stats
