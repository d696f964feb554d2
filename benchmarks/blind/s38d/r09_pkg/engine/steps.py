import torch.nn.functional as F


def mpjpe(pred, target):
    return (pred - target).norm(dim=-1).mean()


def adversarial_step(trainer, kp2d, pose3d):
    cfg = trainer.cfg
    pred3d = trainer.lifter(kp2d)
    score_fake = trainer.critic(pred3d)

    # critic: real poses vs lifted poses
    loss_c = (F.softplus(-trainer.critic(pose3d)).mean()
              + F.softplus(trainer.critic(pred3d.detach())).mean())
    trainer.opt_c.zero_grad(set_to_none=True)
    loss_c.backward()
    trainer.opt_c.step()

    # lifter: supervised error + fool the critic
    loss_l = mpjpe(pred3d, pose3d) + cfg["adv_weight"] * F.softplus(-score_fake).mean()
    trainer.opt_l.zero_grad(set_to_none=True)
    loss_l.backward()
    trainer.opt_l.step()
    return {"loss_c": loss_c.item(), "loss_l": loss_l.item(), "mpjpe": mpjpe(pred3d, pose3d).item()}
