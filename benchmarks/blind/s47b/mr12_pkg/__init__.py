"""Adversarial complementary CAM learning on dried coffee-drop stains."""
