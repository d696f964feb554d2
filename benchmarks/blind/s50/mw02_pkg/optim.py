"""Separate optimizers: the field and the camera residuals use very different step sizes."""
import torch


def build_optimizers(field, poses, field_lr=5e-3, pose_lr=2e-3):
    field_opt = torch.optim.Adam(field.parameters(), lr=field_lr)
    pose_opt = torch.optim.Adam(poses.parameters(), lr=pose_lr)
    return field_opt, pose_opt
