"""TD3 on a toy stone-skipping wrist-control task."""
