import torch


def build_optimizers(student, critic, lr_student=2e-3, lr_critic=1e-3):
    return {
        "student": torch.optim.Adam(student.parameters(), lr=lr_student),
        "critic": torch.optim.Adam(critic.parameters(), lr=lr_critic, betas=(0.5, 0.999)),
    }
